package org.cgsuite.core;
import java.math.BigInteger;
/** Stand-in for CGSuite's Scala SmallInteger. */
public class SmallInteger extends Integer {
  SmallInteger(BigInteger n) { super(n); }
}
