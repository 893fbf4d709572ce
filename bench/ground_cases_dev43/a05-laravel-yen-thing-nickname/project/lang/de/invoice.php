<?php

return [
    'title' => 'Rechnung',
    'number' => 'Rechnungsnummer',
    'date' => 'Datum',
    'item' => 'Position',
    'quantity' => 'Menge',
    'amount' => 'Betrag',
    'total' => 'Gesamt',
];
