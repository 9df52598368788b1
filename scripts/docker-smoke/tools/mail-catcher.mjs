// An SMTP server on port 2525 that accepts every mail and prints it as one JSON line
// ({ to, subject, text }) on its output, for `docker compose logs`.
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        console.log(JSON.stringify({ to, subject: mail.subject ?? "", text: mail.text ?? "" }));
        callback();
      })
      .catch(callback);
  },
});
server.listen(2525, "0.0.0.0", () => console.log("mail catcher listening on :2525"));
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
