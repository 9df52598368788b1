import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MetadataKind } from "./catalog.schema";

/** Whole sentences per kind, so each reads naturally when translated. */
export const METADATA_TEXTS: Record<
  MetadataKind,
  Record<"tab" | "newName" | "add" | "none" | "pages" | "rename" | "remove", MessageDescriptor>
> = {
  languages: {
    tab: msg`Languages`,
    newName: msg`New language name`,
    add: msg`Add Languages`,
    none: msg`No languages found.`,
    pages: msg`Languages pages`,
    rename: msg`Rename language`,
    remove: msg`Delete language`,
  },
  regions: {
    tab: msg`Regions`,
    newName: msg`New region name`,
    add: msg`Add Regions`,
    none: msg`No regions found.`,
    pages: msg`Regions pages`,
    rename: msg`Rename region`,
    remove: msg`Delete region`,
  },
  sources: {
    tab: msg`Sources`,
    newName: msg`New source name`,
    add: msg`Add Sources`,
    none: msg`No sources found.`,
    pages: msg`Sources pages`,
    rename: msg`Rename source`,
    remove: msg`Delete source`,
  },
};
