export const MAX_ID = 2 ** 31 - 1;
