-- dim.channel_map: payment channel -> reporting group
-- Run once per environment; safe to re-run.
INSERT INTO dim.channel_map (channel, channel_group) VALUES
    ('alipay_app', 'alipay'),
    ('alipay_h5', 'alipay'),
    ('wechat_app', 'wechat'),
    ('wechat_h5', 'wechat'),
    ('wechat_mini', 'wechat'),
    ('unionpay', 'card'),
    ('applepay', 'card'),
    ('balance', 'balance')
ON CONFLICT (channel) DO UPDATE SET channel_group = EXCLUDED.channel_group;
