import { Consumer } from "sqs-consumer";
import { SQSClient } from "@aws-sdk/client-sqs";
import { config } from "./config.js";
import { handleOrderEvent } from "./handler.js";

const sqs = new SQSClient({ region: config.region });

const consumer = Consumer.create({
  queueUrl: config.queueUrl,
  sqs,
  batchSize: config.batchSize,
  handleMessage: async (message) => {
    await handleOrderEvent(message);
    return message;
  },
});

consumer.on("error", (err) => console.error(JSON.stringify({ level: "error", msg: "sqs error", err: err.message })));
consumer.on("processing_error", (err) =>
  console.error(JSON.stringify({ level: "error", msg: "processing error", err: err.message })),
);

consumer.start();
console.log(JSON.stringify({ level: "info", msg: "order-sync started", queue: config.queueUrl }));

process.on("SIGTERM", () => {
  // let in-flight ERP pushes finish; k8s gives us terminationGracePeriodSeconds: 120
  console.log(JSON.stringify({ level: "info", msg: "SIGTERM, stopping consumer" }));
  consumer.stop({ abort: false });
});
