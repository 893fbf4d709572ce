process.env.DATABASE_URL = 'postgres://localhost/payments_test';
process.env.STRIPE_SECRET_KEY = 'sk_test_dummy';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';
process.env.JWT_SECRET = 'test';
