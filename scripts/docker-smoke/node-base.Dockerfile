# A stand-in for node:24-bookworm-slim where registry images cannot be pulled
# (scripts/docker-smoke.ts): the Debian base made with debootstrap, Node from the npm `node`
# package's Linux binary and npm from the npm package, laid out as in the official image
# (/usr/local/bin/node, npm and npx; a `node` user with uid and gid 1000).
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
CMD ["node"]
