<?php

return [
    'reminder' => 'Dear :name, reminder: you have an appointment with :dentist on :date at :time (Vink Dental). Can\'t make it? Please call us on +31 43 204 18 90 at least 24 hours in advance. Replies to this message are not read.',
];
