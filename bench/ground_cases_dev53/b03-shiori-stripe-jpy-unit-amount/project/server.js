import express from "express";
import session from "express-session";
import path from "node:path";
import { fileURLToPath } from "node:url";

import checkoutRouter from "./routes/checkout.js";
import webhookRouter from "./routes/webhook.js";
import accountRouter from "./routes/account.js";
import { db } from "./lib/db.js";

const __dirname = path.dirname(fileURLToPath(import.meta.url));
const app = express();

// Stripe verifies the signature over the raw bytes: mount the webhook before any body parser.
app.use("/stripe/webhook", express.raw({ type: "application/json" }), webhookRouter);

app.use(express.json());
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { sameSite: "lax", secure: process.env.NODE_ENV === "production" },
  }),
);

app.use(express.static(path.join(__dirname, "public")));
app.get("/pricing", (req, res) => res.sendFile(path.join(__dirname, "views/pricing.html")));

app.use("/checkout", checkoutRouter);
app.use("/account", accountRouter);

app.get("/healthz", (req, res) => {
  db.prepare("SELECT 1").get();
  res.send("ok");
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`shiori listening on :${port}`));
