export { Button } from './Button'
export type { ButtonProps } from './Button'
export { Badge } from './Badge'
export type { BadgeProps } from './Badge'
