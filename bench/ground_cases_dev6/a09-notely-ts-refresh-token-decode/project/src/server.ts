import { app } from "./app";
import { config } from "./config";

app.listen(config.port, () => {
  console.log(`notely-api listening on :${config.port}`);
});
