// `npm run dev`: the API with hot reload (tsx watch) on PORT (3000) and the web app with Vite's hot module
// replacement on 5173, which forwards API calls to the server.
import { spawn } from 'node:child_process';

const children = [
  ['server', ['run', 'dev', '-w', 'server']],
  ['web', ['run', 'dev', '-w', 'web', '--', '--host', '127.0.0.1']],
].map(([name, args]) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() !== '') {
          process.stdout.write(`[${name}] ${line}\n`);
        }
      }
    });
  }
  child.on('exit', (code) => {
    process.stdout.write(`[${name}] exited with ${code}\n`);
    stop();
  });
  return child;
});

function stop() {
  for (const child of children) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
    }
  }
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
