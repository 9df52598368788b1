// `minio server DIR [--console-address …]`: s3rver serving DIR on port 9000 (no console).
// s3rver accepts requests signed with the key S3RVER / S3RVER only.
import S3rver from "s3rver";

const [command, directory] = process.argv.slice(2);
if (command !== "server" || !directory) {
  console.error("usage: minio server DIR (s3rver stand-in)");
  process.exit(2);
}
// Path-style addresses only: s3rver would otherwise take the host name (minio) for a bucket.
const server = new S3rver({
  address: "0.0.0.0",
  port: 9000,
  directory,
  silent: true,
  vhostBuckets: false,
});
await server.run();
console.log(`s3rver (MinIO stand-in) serving ${directory} on :9000`);
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
