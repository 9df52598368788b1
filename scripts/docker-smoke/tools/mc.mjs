// The MinIO client commands compose.yaml runs, against the s3rver stand-in:
//   mc ready local | mc alias set NAME URL KEY SECRET | mc mb [--ignore-existing] NAME/BUCKET
//   mc anonymous set none NAME/BUCKET (s3rver has no bucket policies: said, nothing to do)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";

const ALIASES = path.join(os.homedir(), ".mc-aliases.json");
const aliases = () => (fs.existsSync(ALIASES) ? JSON.parse(fs.readFileSync(ALIASES, "utf8")) : {});
const args = process.argv.slice(2);

function client(alias) {
  const target = aliases()[alias];
  if (!target) throw new Error(`no alias ${alias}: run mc alias set first`);
  return new S3Client({
    endpoint: target.url,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: target.key, secretAccessKey: target.secret },
  });
}

if (args[0] === "ready" && args[1] === "local") {
  // Any HTTP answer from port 9000 means the server is up.
  await fetch("http://127.0.0.1:9000/").then(
    () => process.exit(0),
    () => process.exit(1),
  );
} else if (args[0] === "alias" && args[1] === "set" && args.length === 6) {
  const [, , name, url, key, secret] = args;
  fs.writeFileSync(ALIASES, JSON.stringify({ ...aliases(), [name]: { url, key, secret } }));
  console.log(`Added \`${name}\` successfully.`);
} else if (args[0] === "mb") {
  const ignoreExisting = args.includes("--ignore-existing");
  const [alias, bucket] = args.filter((arg) => !arg.startsWith("--"))[1].split("/");
  try {
    await client(alias).send(new CreateBucketCommand({ Bucket: bucket }));
    console.log(`Bucket created successfully \`${alias}/${bucket}\`.`);
  } catch (error) {
    const exists = ["BucketAlreadyOwnedByYou", "BucketAlreadyExists"].includes(error.name);
    if (!(exists && ignoreExisting)) throw error;
    console.log(`Bucket \`${alias}/${bucket}\` already exists.`);
  }
} else if (args[0] === "anonymous" && args[1] === "set" && args[2] === "none") {
  console.log(`s3rver keeps no bucket policy: nothing to remove for \`${args[3]}\`.`);
} else {
  console.error(`mc stand-in: unsupported command: ${args.join(" ")}`);
  process.exit(2);
}
