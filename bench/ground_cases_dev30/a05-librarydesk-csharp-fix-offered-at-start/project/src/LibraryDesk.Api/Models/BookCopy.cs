namespace LibraryDesk.Api.Models;

public class BookCopy
{
    public int Id { get; set; }
    public string Isbn { get; set; } = "";
    public string Title { get; set; } = "";
    public string Barcode { get; set; } = "";
    public string Branch { get; set; } = "";
}
