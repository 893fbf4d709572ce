import type { SNSEvent } from 'aws-lambda'
import { SSMClient, GetParameterCommand } from '@aws-sdk/client-ssm'
import { postToSlack, type AlarmMessage } from './slack'

const ssm = new SSMClient({})
let webhookUrl: string | undefined

async function getWebhookUrl(): Promise<string> {
  if (webhookUrl) return webhookUrl
  const name = process.env.SLACK_WEBHOOK_PARAM
  if (!name) throw new Error('SLACK_WEBHOOK_PARAM is not set')
  const res = await ssm.send(new GetParameterCommand({ Name: name, WithDecryption: true }))
  webhookUrl = res.Parameter?.Value
  if (!webhookUrl) throw new Error(`parameter ${name} is empty`)
  return webhookUrl
}

function parseAlarm(body: string): AlarmMessage {
  const msg = JSON.parse(body)
  return {
    name: msg.AlarmName,
    state: msg.NewStateValue,
    reason: msg.NewStateReason,
    region: msg.Region,
    at: msg.StateChangeTime,
  }
}

export async function handler(event: SNSEvent): Promise<void> {
  const url = await getWebhookUrl()
  for (const record of event.Records) {
    const alarm = parseAlarm(record.Sns.Message)
    await postToSlack(url, alarm, process.env.STAGE ?? 'unknown')
  }
}
