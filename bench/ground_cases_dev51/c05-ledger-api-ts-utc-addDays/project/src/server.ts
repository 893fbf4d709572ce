import express from "express";
import pg from "pg";
import { invoiceRoutes } from "./routes/invoices.js";

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const app = express();
app.use(express.json());
app.use("/api", invoiceRoutes(db));

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`ledger-api on :${port}`));
