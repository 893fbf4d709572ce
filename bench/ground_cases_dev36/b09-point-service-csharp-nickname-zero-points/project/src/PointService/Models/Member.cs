namespace PointService.Models;

public enum MemberRank
{
    Normal,
    Silver,
    Gold,
}

public class Member
{
    public long Id { get; set; }

    public string Name { get; set; } = string.Empty;

    public string Email { get; set; } = string.Empty;

    public MemberRank Rank { get; set; }

    public bool IsSuspended { get; set; }

    public DateTime JoinedAt { get; set; }
}

public class Order
{
    public long Id { get; set; }

    public long MemberId { get; set; }

    /// <summary>税込金額（円）</summary>
    public int Amount { get; set; }

    public string StoreCode { get; set; } = string.Empty;
}
