import { useEffect, useState } from 'react'

type Props = {
  onSearch: (value: string) => void
  delay?: number
}

export default function SearchBox({ onSearch, delay = 300 }: Props) {
  const [value, setValue] = useState('')

  useEffect(() => {
    const timer = setTimeout(() => onSearch(value), delay)
    return () => clearTimeout(timer)
    // onSearch は親で毎レンダー作り直されるので依存に入れない
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, delay])

  const handleChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    setValue(e.target.value)
  }

  return (
    <input
      type="search"
      className="search"
      placeholder="受注番号・顧客名で検索"
      value={value}
      onChange={handleChange}
    />
  )
}
