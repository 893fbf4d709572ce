const express = require("express");
const { listReports, getReport, exportCsv } = require("../controllers/reports");

const router = express.Router();

router.get("/", listReports);
router.get("/export.csv", exportCsv);
router.get("/:id", getReport);

module.exports = router;
