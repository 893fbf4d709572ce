import type { HTMLAttributes } from 'react'

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: 'neutral' | 'success' | 'warning' | 'danger'
  count?: number
  max?: number
}

export function Badge({ tone = 'neutral', count, max = 99, className, children, ...rest }: BadgeProps) {
  const label = count === undefined ? children : count > max ? `${max}+` : String(count)
  return (
    <span className={['acme-badge', `acme-badge--${tone}`, className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {label}
    </span>
  )
}
