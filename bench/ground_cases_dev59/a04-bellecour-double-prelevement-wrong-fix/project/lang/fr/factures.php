<?php

return [
    'recu_sujet' => 'Reçu de paiement – :prenom – :mois',
    'recu_intro' => 'Bonjour, nous avons bien reçu le paiement de :montant pour le mois de :mois.',
    'echec_sujet' => 'Prélèvement refusé',
    'echec_intro' => 'Le prélèvement de :montant pour :prenom n\'a pas pu être effectué. Nous allons le représenter dans quelques jours.',
    'relance_sujet' => 'Facture impayée',
    'relance_intro' => 'Malgré deux tentatives, la facture de :mois reste impayée. Merci de nous contacter.',
    'signature' => "L'équipe de Cours Bellecour – 04 78 00 00 00",
];
