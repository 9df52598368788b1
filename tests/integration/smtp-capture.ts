import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps every mail it receives, parsed. */
export function smtpCapture() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return {
    received,
    /** Starts listening on a free port; returns the SMTP_URL that reaches it. */
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Every mail with `address` among its recipients, oldest first. */
    mailsTo: (address: string): ParsedMail[] =>
      received.filter((mail) =>
        [mail.to].flat().some((to) => to?.value.some((entry) => entry.address === address)),
      ),
  };
}
