// The round-robin proxy as a process of its own (the cluster bench measures its CPU apart from the client's):
//   tsx scripts/cluster/proxy-main.ts --port 4130 --backends 4101,4102,4103 [--sticky]
// --sticky: vendor wallet calls go to the node their player hashes to (decision 083); the rest round robin.
// Prints "listening" once it takes connections; stops on SIGTERM.
import { parseArgs } from 'node:util';

import { RoundRobinProxy } from './round-robin-proxy';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    backends: { type: 'string' },
    sticky: { type: 'boolean', default: false },
  },
});
if (values.port === undefined || values.backends === undefined) {
  throw new Error('usage: proxy-main.ts --port <port> --backends <port,port,…> [--sticky]');
}
const proxy = new RoundRobinProxy(values.backends.split(',').map(Number), { isSticky: values.sticky });
await proxy.listen(Number(values.port));
console.log('listening');
process.on('SIGTERM', () => {
  void proxy.close().then(() => process.exit(0));
});
