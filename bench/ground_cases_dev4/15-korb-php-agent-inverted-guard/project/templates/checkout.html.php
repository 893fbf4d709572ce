<dl>
  <dt>Zwischensumme</dt><dd><?= number_format($subtotal / 100, 2, ',', '.') ?> €</dd>
  <dt>Rabatt</dt><dd><?= number_format($discount / 100, 2, ',', '.') ?> €</dd>
  <dt>Gesamt</dt><dd><?= number_format($total / 100, 2, ',', '.') ?> €</dd>
</dl>
