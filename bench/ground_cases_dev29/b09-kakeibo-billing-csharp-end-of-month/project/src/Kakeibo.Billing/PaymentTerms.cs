namespace Kakeibo.Billing;

public enum PaymentTerms
{
    /// <summary>月末締め翌月末払い</summary>
    EndOfNextMonth,

    /// <summary>月末締め翌々月末払い</summary>
    EndOfMonthAfterNext,

    /// <summary>締め日から30日後</summary>
    Net30,
}
