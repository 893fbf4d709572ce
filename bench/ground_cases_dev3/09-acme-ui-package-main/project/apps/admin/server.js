"use strict";

const express = require("express");
const { Button } = require("@acme/ui");
const { ArrowIcon } = require("@acme/icons");

const app = express();
app.get("/", (req, res) => res.send(String(Button([1]).length + ArrowIcon([1]).length)));
app.listen(4000);
