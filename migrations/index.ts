import { Migration20261123110309_initial } from "./Migration20261123110309_initial";

// Listed explicitly so the production bundle needs no folder scan. Add each new migration here.
export const migrationsList = [{ name: "Migration20261123110309_initial", class: Migration20261123110309_initial }];
