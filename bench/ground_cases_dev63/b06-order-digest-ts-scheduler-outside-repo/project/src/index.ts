import { runDailyDigest } from "./jobs/dailyDigest";

const started = new Date();
runDailyDigest(started)
  .then((n) => console.log(JSON.stringify({ msg: "digest sent", shops: n, at: started.toISOString() })))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
