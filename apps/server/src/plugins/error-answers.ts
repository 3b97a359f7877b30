// Every error a route throws is answered through rest/errors.ts; only unexpected ones are logged as errors.

import fp from "fastify-plugin";
import { pageLanguage } from "../request-bridge";
import { toErrorAnswer } from "../rest/errors";

export interface ErrorAnswerOptions {
  /** Told of every error first, so one that says the database is out of reach closes the gate. */
  report: (error: unknown) => void;
}

export const errorAnswersPlugin = fp<ErrorAnswerOptions>(
  async (app, { report }) => {
    app.setErrorHandler((error, request, reply) => {
      report(error);
      const answer = toErrorAnswer(error, pageLanguage(request));
      if (answer.status >= 500) request.log.error({ err: error }, "request failed");
      return reply.code(answer.status).send(answer.body);
    });
  },
  { name: "error-answers" },
);
