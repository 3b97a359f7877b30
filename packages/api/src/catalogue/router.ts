import {
  adminPackageOutput,
  idInput,
  inLanguage,
  languageInput,
  okOutput,
  packageActiveInput,
  packageCreateInput,
  packageOrderInput,
  packageOutput,
  packageUpdateInput,
} from "@studio/validators";
import { z } from "zod";
import { cachedOutput } from "../lib/cached-output";
import { adminProcedure, router, sharedProcedure } from "../trpc";
import {
  createPackage,
  deletePackage,
  listAllPackages,
  reorderPackages,
  setPackageActive,
  updatePackage,
} from "./admin";
import { findPackage } from "./packages";

// Both answer from the cached catalogue, whose frozen packages are checked once (see cachedOutput).
export const packagesRouter = router({
  list: sharedProcedure
    .input(languageInput)
    .output(cachedOutput(z.array(packageOutput)))
    .query(({ ctx, input }) => ctx.catalog.list(ctx.db, input?.language ?? ctx.request.language)),
  byId: sharedProcedure
    .input(idInput.extend(inLanguage))
    .output(cachedOutput(packageOutput))
    .query(async ({ ctx, input }) =>
      findPackage(await ctx.catalog.list(ctx.db, input.language ?? ctx.request.language), input.id),
    ),
});

/** The trainer's catalogue, published as admin.packages.*. */
export const packagesAdminRouter = router({
  list: adminProcedure.output(z.array(adminPackageOutput)).query(({ ctx }) => listAllPackages(ctx.db)),
  create: adminProcedure
    .input(packageCreateInput)
    .output(adminPackageOutput)
    .mutation(({ ctx, input }) => createPackage(ctx, input)),
  update: adminProcedure
    .input(packageUpdateInput)
    .output(adminPackageOutput)
    .mutation(({ ctx, input: { id, ...fields } }) => updatePackage(ctx, ctx.adminSession.username, id, fields)),
  setActive: adminProcedure
    .input(packageActiveInput)
    .output(adminPackageOutput)
    .mutation(({ ctx, input }) => setPackageActive(ctx, input.id, input.active)),
  reorder: adminProcedure
    .input(packageOrderInput)
    .output(z.array(adminPackageOutput))
    .mutation(({ ctx, input }) => reorderPackages(ctx, input.ids)),
  remove: adminProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => deletePackage(ctx, input.id)),
});
