const express = require("express");
const { validateAddress } = require("../validation/address");
const { checkRegion } = require("../services/regionService");
const store = require("../services/addressStore");

const router = express.Router();

const REGION_MESSAGES = {
  province: "省份不存在",
  city: "城市与省份不匹配",
  district: "区县与城市不匹配",
};

router.post("/", (req, res) => {
  const { value, errors } = validateAddress(req.body);
  if (errors) {
    return res.status(422).json({ message: errors[0].message, errors });
  }
  const bad = checkRegion(value.province, value.city, value.district);
  if (bad) {
    return res.status(422).json({ message: REGION_MESSAGES[bad], errors: [{ field: bad, message: REGION_MESSAGES[bad] }] });
  }
  const saved = store.create(req.userId, value);
  return res.status(201).json(saved);
});

router.get("/", (req, res) => {
  res.json(store.list(req.userId));
});

router.delete("/:id", (req, res) => {
  const ok = store.remove(req.userId, Number(req.params.id));
  res.status(ok ? 204 : 404).end();
});

module.exports = router;
