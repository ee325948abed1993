package org.cgsuite.core;
import java.math.BigInteger;
/** Stand-in: a RationalNumber whose denominator is a power of 2 (closed under + − max min). */
public class DyadicRationalNumber extends RationalNumber {
  DyadicRationalNumber(BigInteger num, BigInteger den) { super(num, den); }
  public DyadicRationalNumber $plus(DyadicRationalNumber o) { return (DyadicRationalNumber) super.$plus(o); }
  public DyadicRationalNumber $minus(DyadicRationalNumber o) { return (DyadicRationalNumber) super.$minus(o); }
  public DyadicRationalNumber unary_$minus() { return (DyadicRationalNumber) super.unary_$minus(); }
  public DyadicRationalNumber mean(DyadicRationalNumber o) { return (DyadicRationalNumber) super.mean(o); }
  public DyadicRationalNumber max(DyadicRationalNumber o) { return compareTo(o) >= 0 ? this : o; }
  public DyadicRationalNumber min(DyadicRationalNumber o) { return compareTo(o) <= 0 ? this : o; }
}
