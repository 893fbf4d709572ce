// Generates dist/tokens.css from src/index.ts so non-JS apps can use the tokens.
import { mkdirSync, writeFileSync } from 'node:fs'
import { color, space, radius } from '../src/index.ts'

const lines = [':root {']
for (const [name, value] of Object.entries(color)) {
  if (typeof value === 'string') lines.push(`  --color-${name}: ${value};`)
  else for (const [step, hex] of Object.entries(value)) lines.push(`  --color-${name}-${step}: ${hex};`)
}
space.forEach((px, i) => lines.push(`  --space-${i}: ${px}px;`))
for (const [name, px] of Object.entries(radius)) lines.push(`  --radius-${name}: ${px}px;`)
lines.push('}')

mkdirSync('dist', { recursive: true })
writeFileSync('dist/tokens.css', lines.join('\n') + '\n')
