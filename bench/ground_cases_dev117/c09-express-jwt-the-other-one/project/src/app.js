const express = require("express");
const bcrypt = require("bcryptjs");
const db = require("./db");
const { sign, requireAuth } = require("./middleware/auth");
const { loginRateLimit } = require("./middleware/rateLimit");
const users = require("./routes/users");

const app = express();
app.set("trust proxy", 1);
app.use(express.json());

app.post("/login", loginRateLimit, async (req, res) => {
  const { email, password } = req.body || {};
  const user = email && (await db.findUserByEmail(email));
  if (!user || !(await bcrypt.compare(password || "", user.password_hash))) {
    return res.status(401).json({ error: "邮箱或密码错误" });
  }
  res.json({ token: sign(user) });
});

app.use("/users", requireAuth, users);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

if (require.main === module) {
  app.listen(process.env.PORT || 3000);
}

module.exports = app;
