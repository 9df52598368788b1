// s3rver in a process of its own (startS3Server({ ownProcess: true })): a test that measures the
// memory of the process it runs in must not count the S3 server's buffers as the app's.
import S3rver from "s3rver";

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.send({ port });
process.on("disconnect", () => {
  void server.close().then(() => process.exit(0));
});
