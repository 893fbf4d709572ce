const express = require("express");
const { otpRouter } = require("./routes/otp");

const app = express();
app.use(express.json());
app.use("/api/otp", otpRouter);

app.listen(Number(process.env.PORT || 3000), () => {
  console.log("luma-auth listening");
});
