import pino from "pino";
import { config } from "./config.server";
import { requestIdMixin } from "./request-id.server";

/** Every line written while a request is served carries its id (`reqId`, request-id.server.ts). */
export const logger = pino({ level: config().logLevel, mixin: requestIdMixin });
