import { Client, Environment } from "square";

export const square = new Client({
  accessToken: process.env.SQUARE_ACCESS_TOKEN ?? "",
  environment: process.env.SQUARE_ENV === "production" ? Environment.Production : Environment.Sandbox,
});

export const locationId = process.env.SQUARE_LOCATION_ID ?? "";
