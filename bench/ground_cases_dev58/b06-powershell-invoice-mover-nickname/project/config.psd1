@{
    # 複合機のスキャン保存先
    ScanFolder      = '\\fs01\scan\経理'
    # 振り分け先のルート
    InvoiceRoot     = '\\fs01\経理\請求書'
    # 振り分けできなかったもの
    UnsortedFolder  = '\\fs01\scan\経理\_未振り分け'
    # 取引先の表
    VendorTable     = 'vendors.csv'
    # ログ
    LogFolder       = 'C:\ProgramData\InvoiceMover\logs'
    # スキャン直後のファイルは触らない（秒）
    MinAgeSeconds   = 60
}
