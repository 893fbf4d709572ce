export * from "./invoice";
export * from "./lib/money";
export * from "./lib/dates";
export * from "./paginate";
