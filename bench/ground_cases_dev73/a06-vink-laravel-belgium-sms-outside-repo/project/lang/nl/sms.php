<?php

return [
    'reminder' => 'Beste :name, u heeft :date om :time een afspraak bij :dentist. Afzeggen? Bel 043 204 18 90. Reageren op deze sms kan niet.',
];
