"use strict";

const express = require("express");
const invoices = require("./routes/invoices");

const app = express();
app.use("/customers/:id/invoices", invoices);
app.listen(process.env.PORT || 3000);
