# Plaza: one image for every node (docs/deployment.md). Built from the repository root: `docker build -t plaza .`
# Not built or run on the development machine of issue 25 (no Docker there): kept plain on purpose.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The SQLite driver and the WAL extension build natively at install (scripts/build-native.mjs).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY engines/package.json engines/
COPY server/package.json server/
COPY web/package.json web/
COPY scripts/ scripts/
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /app /app
USER node
EXPOSE 3000
# Liveness: the contract's /healthz. The proxy routes by /readyz (503 while the node drains).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains (docs/deployment.md#graceful-drain); node runs as PID 1 under `init: true` in compose.
CMD ["node", "--import", "tsx", "server/src/main.ts"]
