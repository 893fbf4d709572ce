<?php

return [
    // Page size of GET /api/customers
    'per_page' => (int) env('CUSTOMERS_PER_PAGE', 25),
];
