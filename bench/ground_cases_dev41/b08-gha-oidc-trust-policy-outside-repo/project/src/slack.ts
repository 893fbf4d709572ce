export interface AlarmMessage {
  name: string
  state: 'ALARM' | 'OK' | 'INSUFFICIENT_DATA'
  reason: string
  region: string
  at: string
}

const EMOJI: Record<AlarmMessage['state'], string> = {
  ALARM: ':rotating_light:',
  OK: ':white_check_mark:',
  INSUFFICIENT_DATA: ':grey_question:',
}

export function formatAlarm(alarm: AlarmMessage, stage: string): string {
  const prefix = stage === 'prod' ? '' : `[${stage}] `
  return `${prefix}${EMOJI[alarm.state]} *${alarm.name}* is ${alarm.state}\n>${alarm.reason}`
}

export async function postToSlack(url: string, alarm: AlarmMessage, stage: string): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: formatAlarm(alarm, stage) }),
  })
  if (!res.ok) {
    throw new Error(`slack responded ${res.status}: ${await res.text()}`)
  }
}
