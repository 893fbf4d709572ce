<?php

return [
    'required' => 'Das Feld :attribute ist erforderlich.',
    'integer' => 'Das Feld :attribute muss eine ganze Zahl sein.',
    'min' => [
        'numeric' => 'Das Feld :attribute muss mindestens :min sein.',
    ],
    'max' => [
        'string' => 'Das Feld :attribute darf maximal :max Zeichen haben.',
    ],
    'boolean' => 'Das Feld :attribute muss wahr oder falsch sein.',
    'attributes' => [
        'price_cents' => 'Preis',
        'name' => 'Name',
        'active' => 'Aktiv',
    ],
];
