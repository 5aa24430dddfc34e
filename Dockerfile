# The server and its console as one image (README, "Deploying"). Not built on the machines this
# was written on (no container runtime there): a standard two-stage Node build.

# build: the console and the server, with the development dependencies
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# run: the production install only, as the unprivileged user node
FROM node:22-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data BACKUP_DIR=/backups
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY server/db/migrations ./server/db/migrations
# npm run backup / restore / import:ruoyi
COPY scripts ./scripts
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data", "/backups"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself as PID 1: SIGTERM reaches the server, which drains and closes (README, "Running in production")
CMD ["node", "dist-server/server/main.js"]
