namespace :import do
  desc "Import today's supplier price lists from the SFTP drop"
  task supplier_prices: :environment do
    drop = Rails.configuration.x.supplier_drop_dir
    Supplier.where(price_import: true).find_each do |supplier|
      file = Dir[File.join(drop, supplier.code, "preise_*.csv")].max
      if file.nil?
        Rails.logger.warn("[prices] #{supplier.code}: no file")
        next
      end
      puts "import:supplier_prices supplier=#{supplier.code} file=#{file}"
      result = SupplierPriceImporter.new(supplier, file).call
      puts "  created=#{result.created} updated=#{result.updated} skipped=#{result.skipped} errors=#{result.errors.size}"
      result.errors.first(20).each { |e| puts "  ERROR #{e}" }
    end
  end

  desc "Import stock levels from the WMS export"
  task stock_levels: :environment do
    file = StockLevelImporter.latest_file
    abort "no WMS stock file" if file.nil?
    StockLevelImporter.new(file).call
  end
end

namespace :export do
  desc "Write the weekly customer list for accounting"
  task customers: :environment do
    path = Rails.root.join("tmp", "kunden_#{Date.current.strftime('%Y%m%d')}.csv")
    CustomerCsvExport.new.write(path)
    puts "wrote #{path}"
  end
end
