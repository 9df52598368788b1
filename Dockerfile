# TenderLink: one image for the app server and the alerts worker (docs/deploy.md). Built and
# run by `npm run docker:smoke` (docs/deploy.md, "How the image and compose file are verified").
# It needs BuildKit (the default since Docker 23; DOCKER_BUILDKIT=1 on 20.10).
#
#   docker build -t tenderlink .
#   docker build --secret id=host_ca,src=/etc/ssl/certs/ca-certificates.crt -t tenderlink .  # behind a TLS-inspecting proxy
#   docker build --build-arg NODE_IMAGE=… -t tenderlink .    # another Node 24 base
#   docker run … tenderlink                                  # app server (port 3000)
#   docker run … tenderlink node build/scripts/worker.js     # alerts worker
#   docker run … tenderlink node build/scripts/db-migrate.js # migrations only

# Node 24, the version package.json pins (scripts/check-node.mjs refuses older ones).
ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every dependency, then the production build and the compiled entry scripts ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# A proxy that inspects TLS needs its CA: pass the host's bundle as a BuildKit secret
# (docker build --secret id=host_ca,src=/etc/ssl/certs/ca-certificates.crt); without it npm
# uses Node's own CAs. A secret is mounted for this step only: it is in no layer.
RUN --mount=type=secret,id=host_ca \
    if [ -f /run/secrets/host_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/host_ca; fi; \
    npm ci --no-audit --no-fund
COPY . .
# scripts/build-app.mjs (build/server, build/client: one browser build for every language) and
# scripts/compile-scripts.mjs (build/scripts/*.js): nothing is compiled when a container starts.
RUN npm run build

# --- runtime dependencies only ---
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=host_ca \
    if [ -f /run/secrets/host_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/host_ca; fi; \
    npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime ---
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    BUILD_DIR=/app/build
WORKDIR /app
# Only what runs: no sources (app/, migrations/, public/ are inside build/). The start and
# worker entries rebuild when sources are newer than the build, so sources must not be here.
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/build ./build
# The demo documents, read from the working directory when SEED_DEMO_DATA=true.
COPY --from=build /app/scripts/seed/files ./scripts/seed/files
# DATA_DIR holds documents only with disk storage (use STORAGE_URL with several instances),
# and mail/SMS/Telegram outboxes when those are not configured.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /healthz: the process is alive (no database call). The image has no curl: Node's fetch.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The compiled entries directly (what `npm start` / scripts/run.mjs run): Node is PID 1 and gets
# SIGTERM itself, and stops the HTTP processes and the queue before exiting.
CMD ["node", "--enable-source-maps", "build/scripts/start.js"]
