import pino from "pino";
import { config } from "./config.server";
import { requestIdMixin } from "./request-id.server";

export const logger = pino({ level: config().logLevel, mixin: requestIdMixin });
