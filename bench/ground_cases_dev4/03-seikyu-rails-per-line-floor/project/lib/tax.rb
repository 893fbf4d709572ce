module Tax
  # 消費税率（標準）
  RATE = 0.1r
end
