// Every npm script runs on the pinned Node 24 from the `node` devDependency. A tool started
// directly from node_modules/.bin falls back to the machine's Node 20 and fails in odd ways,
// so refuse loudly instead.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `\nNode ${process.versions.node} is too old: this project needs Node 24 or newer.\n` +
      "Run it through npm (npm start, npm test, npm run ...), which uses the pinned Node 24\n" +
      "from node_modules, or install Node 24.\n",
  );
  process.exit(1);
}
